import { describe, expect, it } from 'vitest';
import { deferPageScripts, TEMPLATE_ID } from './defer-page-scripts';

const HEAD = '<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest.js" nonce="n1"/><link rel="modulepreload" href="/assets/framework.js" nonce="n1"/></head>';
const MODULE = '<script nonce="n1" type="module" async="">import "/assets/manifest.js";\nimport("/assets/entry.js");</script>';
const BODY = `<body><main>Brass diya</main><script nonce="n1">window.__reactRouterContext = {};</script>${MODULE}</body>`;

describe('deferPageScripts', () => {
  it('takes the preload links out of the head and starts the modules after the first paint', () => {
    const html = deferPageScripts(HEAD + BODY, []);
    expect(html).not.toContain('<link rel="modulepreload"');
    // The module script is kept byte for byte (its nonce, or its hash on a cached page, still matches).
    expect(html).toContain(`<template id="${TEMPLATE_ID}">${MODULE}</template>`);
    const loader = /<\/template><script nonce="n1">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('["/assets/manifest.js","/assets/framework.js"]');
    // Everything else is as React wrote it.
    expect(html).toContain('<main>Brass diya</main><script nonce="n1">window.__reactRouterContext = {};</script>');
  });

  it('carries the links from the piece of the stream with the head to the piece with the script', () => {
    const modules: string[] = [];
    expect(deferPageScripts(HEAD, modules)).toBe('<head><link rel="stylesheet" href="/assets/app.css"/></head>');
    expect(deferPageScripts(BODY, modules)).toContain('["/assets/manifest.js","/assets/framework.js"]');
  });

  it('works on a page without a nonce and leaves a piece without scripts alone', () => {
    const plain = deferPageScripts(MODULE.replace(' nonce="n1"', ''), ['/assets/entry.js']);
    expect(plain).toMatch(/^<template id="page-scripts"><script type="module" async="">[\s\S]*<\/template><script>\(function/);
    expect(deferPageScripts('<div hidden id="S:1">more</div>', [])).toBe('<div hidden id="S:1">more</div>');
  });
});
