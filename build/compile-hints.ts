import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** V8's explicit compile hint: compile every function of this file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Below this size a chunk's functions are few and cheap to compile lazily; the hint's bytes are not worth it. */
export const MIN_HINTED_BYTES = 32 * 1024;

/**
 * The app's large start-up chunks are marked with V8's compile hint: the app chunk (React DOM
 * and the app's shell) and the big chunks it imports statically (emotion and MUI's core). A
 * first visit calls most of their functions while the app starts and hydrates; V8 otherwise
 * compiles each one lazily on the main thread the first time it runs, inside the start-up task.
 * With the hint it compiles them while the file streams in, on a background thread. Chunks
 * fetched later (screens, forms, dialogs) keep lazy compilation: most of their functions never
 * run on a given visit.
 */
export function compileHintsPlugin({ entry }: { entry: string }): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After Vite's own rewriting, which puts its preload map at the top of the file: V8 reads
    // the hint only as the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const start = chunks.find((chunk) => chunk.name === entry && !chunk.isEntry);
        if (!start) return;
        const hinted = new Set<OutputChunk>();
        const visit = (chunk: OutputChunk) => {
          if (hinted.has(chunk)) return;
          hinted.add(chunk);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        visit(start);
        for (const chunk of hinted) if (chunk.code.length >= MIN_HINTED_BYTES) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
