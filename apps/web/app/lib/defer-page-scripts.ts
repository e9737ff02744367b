/**
 * A page's scripts start loading once the page has been painted, not while the phone is still
 * fetching the style sheet and the largest picture, and they are not run before that first paint.
 *
 * React Router's <Scripts> writes a preload link per script module in the head and one inline
 * module script that imports them. A slow phone then shares its connection between the style sheet,
 * the banner and 160 KiB of scripts, and runs React before it paints (Lighthouse, simulated slow
 * 4G: the largest paint at 2.8 s on the home page, 66 % of it waiting on scripts). Here the links
 * leave the head and the module script is put in a <template>; a small inline script, after the
 * first frame, adds the links back (every module is still fetched at once, no waterfall) and puts
 * the module script into the page, where it runs as before with the same nonce (or the same hash,
 * for a cached page). Links and forms work before any script runs; the controls that need code
 * have stand-ins that open on a press (decision 39).
 */

const PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g;
/** <Scripts>' one inline module script; its attributes are `nonce` (when the page has one), `type`, `async`. */
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">[\s\S]*?<\/script>/;
export const TEMPLATE_ID = 'page-scripts';

/** After the first frame is painted: the preloads, then the module script out of its template. */
function loader(modules: string[]): string {
  return `(function(){requestAnimationFrame(function(){setTimeout(function(){var h=document.head;${JSON.stringify(modules)}.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;h.appendChild(l)});var t=document.getElementById("${TEMPLATE_ID}");document.body.appendChild(document.importNode(t.content,true))})})})()`;
}

/**
 * Rewrites one piece of a streamed page. React writes the head (with the preload links) and the
 * shell (with the module script) in its first flush; `modules` carries the links' addresses from
 * the piece that holds them to the one that holds the script.
 */
export function deferPageScripts(html: string, modules: string[]): string {
  const withoutPreloads = html.replace(PRELOAD, (_link, href: string) => {
    modules.push(href);
    return '';
  });
  return withoutPreloads.replace(
    MODULE_SCRIPT,
    (script, nonce = '') => `<template id="${TEMPLATE_ID}">${script}</template><script${nonce}>${loader(modules)}</script>`,
  );
}
