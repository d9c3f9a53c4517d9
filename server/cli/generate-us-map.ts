import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { geoAlbers, geoAlbersUsa, geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, merge, mesh } from 'topojson-client';
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';
import { CompactPath } from './compact-path';

/**
 * Draws the public site's maps from the Census Bureau's cartographic state boundaries (public
 * domain, redistributed as TopoJSON by us-atlas): the US map with the served states marked,
 * and one outline per served state for the office cards. Run it after changing the served
 * states or the colours, and commit the SVGs it writes:
 *
 *   npm run generate:map
 */
const ROOT = resolve(import.meta.dirname, '../..');
const OUT_DIR = join(ROOT, 'public', 'images');

/** Keep in step with src/config/offices.ts (the server may not import src/config). */
const SERVED = [
  { slug: 'maryland', name: 'Maryland', abbreviation: 'MD', label: { dx: 48, dy: -26 } },
  { slug: 'virginia', name: 'Virginia', abbreviation: 'VA', label: { dx: 0, dy: 4 } },
  { slug: 'ohio', name: 'Ohio', abbreviation: 'OH', label: { dx: 0, dy: 4 } },
] as const;

const COLOURS = { land: '#dfe6ee', border: '#ffffff', served: '#0d47a1', label: '#0b2a5b', outline: '#0d47a1' };

type StateFeature = Feature<Geometry, { name: string }>;

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;

function loadTopology(): StatesTopology {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('us-atlas/states-10m.json'), 'utf8')) as StatesTopology;
}

function statesOf(topology: StatesTopology): StateFeature[] {
  return (feature(topology, topology.objects.states) as FeatureCollection<Geometry, { name: string }>).features;
}

function pathData(projection: GeoProjection, features: readonly GeoPermissibleObjects[], step: number, closed = true): string {
  const context = new CompactPath(step, 4, closed);
  const path = geoPath(projection, context);
  for (const item of features) path(item);
  return context.toString();
}

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${title}</title>${body}</svg>\n`;
}

/** The land drawn once as the nation's outline and the borders once each, not twice per state. */
function usMap(topology: StatesTopology, states: readonly StateFeature[]): string {
  const width = 975;
  const height = 610;
  const projection = geoAlbersUsa().scale(1300).translate([width / 2, height / 2]);
  const land = merge(topology, topology.objects.states.geometries as (Polygon | MultiPolygon)[]);
  const borders = mesh(topology, topology.objects.states, (a, b) => a !== b);
  const border = `stroke="${COLOURS.border}" stroke-width="1" stroke-linejoin="round"`;
  let body = `<path fill="${COLOURS.land}" d="${pathData(projection, [land], 1)}"/>`;
  body += `<path fill="none" ${border} d="${pathData(projection, [borders], 1, false)}"/>`;
  for (const served of SERVED) {
    const shape = states.find((state) => state.properties.name === served.name);
    if (!shape) throw new Error(`No geometry for ${served.name}`);
    const [cx, cy] = geoPath(projection).centroid(shape);
    const x = Math.round(cx + served.label.dx);
    const y = Math.round(cy + served.label.dy);
    body += `<path fill="${COLOURS.served}" ${border} d="${pathData(projection, [shape], 0.5)}"/>`;
    if (served.label.dx !== 0) {
      body += `<path stroke="${COLOURS.label}" stroke-width="1.5" d="M${Math.round(cx)} ${Math.round(cy)}L${x - 14} ${y + 6}"/>`;
    }
    const fill = served.label.dx === 0 ? '#ffffff' : COLOURS.label;
    body += `<text x="${x}" y="${y}" fill="${fill}" font-family="Arial,sans-serif" font-size="18" font-weight="700" text-anchor="middle" dominant-baseline="middle">${served.abbreviation}</text>`;
  }
  return svg(width, height, 'Map of the United States with Maryland, Virginia and Ohio marked', body);
}

function stateOutline(state: StateFeature, name: string): string {
  const size = 160;
  const projection = geoAlbers().fitExtent(
    [
      [8, 8],
      [size - 8, size - 8],
    ],
    state,
  );
  const d = pathData(projection, [state], 0.5);
  const body = `<path fill="${COLOURS.served}" fill-opacity=".12" stroke="${COLOURS.outline}" stroke-width="3" stroke-linejoin="round" d="${d}"/>`;
  return svg(size, size, `Outline of ${name}`, body);
}

function write(relative: string, content: string): void {
  const file = join(OUT_DIR, relative);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
  console.log(`${relative}: ${(Buffer.byteLength(content) / 1024).toFixed(1)} KB`);
}

const topology = loadTopology();
const states = statesOf(topology);
write('us-map.svg', usMap(topology, states));
for (const served of SERVED) {
  const shape = states.find((state) => state.properties.name === served.name);
  if (!shape) throw new Error(`No geometry for ${served.name}`);
  write(`states/${served.slug}.svg`, stateOutline(shape, served.name));
}
