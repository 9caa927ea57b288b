/**
 * The main scripts' entry. Everything it reaches is in the scripts it arrived with, but modules run
 * when first required: React DOM, the router and the site are required one task after another, so
 * their first run (and V8's compiling of what they call) is three tasks instead of one long one that
 * would keep a tap waiting. The scripts themselves are parsed one file at a time (see the vendor
 * chunks in webpack.config.ts).
 */
import { nextTask } from './next-task';

async function boot() {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './router');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './hydrate');
  await start();
}

void boot();
