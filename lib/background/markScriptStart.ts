import { markPhase } from './markPhase';

/**
 * Imported first by entrypoints/background.ts, so this runs before any other module's top level:
 * the bench (test/bench/popupPhases.ts) splits the worker's start into Chrome's part (worker
 * start, script fetch and compile: up to this mark) and our modules' top-level code (from here to
 * `bg:main`), as issue 17 asks.
 */
markPhase('bg:script');
