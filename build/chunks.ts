import { fileURLToPath } from 'node:url';

/** What Rolldown's chunking context tells of a module (its documented `getModuleInfo`). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const BOOT = fileURLToPath(new URL('../src/boot.ts', import.meta.url));

/** Names of the start-up stages, in the order src/boot.ts imports them. */
const STAGES = ['react-dom', 'theme', 'main'] as const;

/**
 * Names the chunk of a module by the start-up stage that needs it, for a group of Rolldown's
 * `codeSplitting` (a group's `name` function gets the chunking context): everything the boot
 * script's first stage imports (React DOM, with React and its scheduler) in one chunk, what the
 * second adds (the theme: MUI's styling core and emotion) in another, what the app's shell adds
 * in a third. Every page runs all three stages, so a stage in one file costs no page a byte;
 * Rolldown's own chunking had cut them into some thirty files by which screens and lazy parts
 * also use each module, each one more request and one more preload link in the task that asks
 * for it. Every other module (`null`) is left to Rolldown: a screen's code, shared between
 * screens as it must be, and what loads on demand.
 */
export function chunkByStage(): (id: string, graph: ModuleGraph) => string | null {
  let names: Map<string, string> | undefined;
  return (id, graph) => {
    names ??= stageNames(graph);
    return names.get(id) ?? null;
  };
}

/** A module of class names in one of MUI's component folders (`FilledInput/filledInputClasses.mjs`). */
const MUI_CLASSES = /[/\\]@mui[/\\]material[/\\][A-Z][^/\\]*[/\\]\w+Classes\.m?js$/;
/** The index of one of MUI's component folders, which exports the component with its class names. */
const MUI_COMPONENT_INDEX = /[/\\]@mui[/\\]material[/\\][A-Z][^/\\]*[/\\]index\.m?js$/;

/**
 * Class names that take another component's class names from that component's index (the
 * filled, outlined and plain inputs take InputBase's). The import graph is read before
 * tree-shaking: MUI's styles index re-exports its high-contrast helper, which imports such
 * class names, and the index they come through brings the component itself (InputBase and its
 * text area). Followed, the component would join the theme's chunk and come with every page,
 * though the theme runs only its class names; so the walk takes the class names' own module and
 * leaves the component to the screens that draw fields.
 */
const classesThroughIndex = (from: string, to: string) => MUI_CLASSES.test(from) && MUI_COMPONENT_INDEX.test(to);

function stageNames(graph: ModuleGraph): Map<string, string> {
  /** The modules `root` imports statically, directly or not, leaving out those in `taken`. */
  const staticClosure = (root: string, taken: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || taken.has(id)) return;
      seen.add(id);
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
        if (!classesThroughIndex(id, next)) visit(next);
        // Only the class names: the index re-exports them from their own module.
        else for (const classes of graph.getModuleInfo(next)?.importedIds ?? []) if (MUI_CLASSES.test(classes)) visit(classes);
      }
    };
    visit(root);
    return seen;
  };
  const stages = graph.getModuleInfo(BOOT)?.dynamicallyImportedIds ?? [];
  if (stages.length !== STAGES.length) throw new Error(`build/chunks.ts expects src/boot.ts to import ${STAGES.length} stages`);
  const names = new Map<string, string>();
  // The boot script's own imports stay in the page's entry chunk.
  const taken = staticClosure(BOOT, new Set());
  stages.forEach((stage, index) => {
    for (const id of staticClosure(stage, taken)) {
      names.set(id, STAGES[index]!);
      taken.add(id);
    }
  });
  return names;
}

/**
 * The API client (src/api) with what it stands on: SWR with its `dequal`, superstruct and
 * redaxios, as one chunk (a `codeSplitting` group's `test`). Left to Rolldown, a screen that
 * calls the API fetched them as five or six small files, cut by which other screens share each;
 * on a slow link every file is a request of its own. Every screen that calls the API loads
 * nearly all of it anyway; one file took four scripts and 1-2 KB gzip off each of them (fewer
 * files compress better), and brought resume verification SWR's 5 KB, which it does not use.
 */
export const API_CLIENT = /[\\/](src[\\/]api[\\/]|node_modules[\\/](swr|superstruct|redaxios|dequal)[\\/])/;

/** What Vite's `build.modulePreload.resolveDependencies` is given for a dynamic import. */
type PreloadContext = { hostId: string; hostType: 'html' | 'js' };

/**
 * The start-up stages' files, asked for together. The boot script imports the stages one after
 * another, each run in a task of its own; imported one by one, each stage's file was also asked
 * for only once the stage before it had run, a round trip and a download each on a slow phone
 * (program selection on slow 4G: React DOM asked for at 0.77 s, the shell in only at 1.91 s).
 * Vite's preload helper adds a
 * `<link rel="modulepreload">` for each file a dynamic import needs: given the later stages'
 * files too (`resolveDependencies`, Vite's documented option for what a dynamic import
 * preloads), the first stage's import fetches all three at once, while each still runs in its
 * own turn, when the boot script imports it. The files' names are read from the bundle by the
 * plugin, in a `generateBundle` ordered 'pre' so that it runs before Vite's import analysis
 * asks `resolveDependencies`.
 */
export function stagesFetchedTogether() {
  let boot: string | undefined;
  const files = new Map<string, string>();
  const plugin = {
    name: 'stages-fetched-together',
    apply: 'build' as const,
    generateBundle: {
      order: 'pre' as const,
      handler(_options: unknown, bundle: Record<string, { type: string; name: string; fileName: string; moduleIds?: readonly string[] }>) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          // The page's entry chunk, whose facade is the HTML page, holds the boot script.
          if (chunk.moduleIds?.includes(BOOT)) boot = chunk.fileName;
          else if ((STAGES as readonly string[]).includes(chunk.name)) files.set(chunk.name, chunk.fileName);
        }
      },
    },
  };
  const resolveDependencies = (file: string, deps: string[], { hostId, hostType }: PreloadContext): string[] => {
    if (hostType !== 'js' || hostId !== boot || file !== files.get(STAGES[0])) return deps;
    const later = STAGES.slice(1).map((stage) => files.get(stage));
    if (later.some((name) => name === undefined)) throw new Error('build/chunks.ts found no chunk for a start-up stage');
    return [...new Set([...deps, ...(later as string[])])];
  };
  return { plugin, resolveDependencies };
}
