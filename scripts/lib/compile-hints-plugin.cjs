// Puts V8's explicit compile hint `//# allFunctionsCalledOnLoad` at the top of every browser chunk
// that a page runs as it starts: webpack's runtime, the framework (React DOM, Next's runtime),
// next-intl, and each route's layouts and pages with their shared chunks (the chunks webpack can
// load initially). Chrome (136 and later) then compiles all their functions while the script
// streams in, on a background thread. Without the hint V8 compiles a function on its first call,
// on the main thread: the whole start-up (module evaluation and hydration) ran as one task of
// 190 ms at Lighthouse's 4× CPU slowdown on /login, most of it compiling React DOM and Next's
// runtime. With the hint that task took about 110 ms, the blocking time of /login at 4× fell from
// about 140 to 30 ms and of the project page from 135 to 52 ms (medians of 7 loads;
// docs/ARCHITECTURE.md, "Start-up"). Chunks that load on use (dialogs, forms, schemas) keep V8's lazy default, as V8
// advises for code of which little may run. Other browsers ignore the comment.
const NAME = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minifying (which drops comments), before the content hashes are computed.
      const stage = Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, HINT };
