import module from 'node:module';

// Preloaded with `node --import` ahead of an entry point, so it covers the entry's whole module graph.
// Node then keeps its type stripping and V8's compiled code on disk (in NODE_COMPILE_CACHE, or the OS temp
// directory): every start after the first spends about a quarter less CPU loading modules (measured
// 2026-11-25: 2.45 s → 1.8 s for the server's graph). A cache that cannot be written is skipped, silently.
module.enableCompileCache();
