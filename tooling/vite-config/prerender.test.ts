import { describe, expect, it } from 'vitest';
import { contentFirstTemplate, fillShell, prerenderedFile } from './prerender.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The default description." />
    <title>RideBook</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
    <script>(function(){/* theme */})();</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('contentFirstTemplate', () => {
  const template = contentFirstTemplate(SHELL, (href) => `/* ${href} */ body{margin:0}`);

  it('inlines the stylesheet, so the first paint waits for nothing but the HTML', () => {
    expect(template).toContain('<style>/* /assets/index-123.css */ body{margin:0}</style>');
    expect(template).not.toContain('rel="stylesheet"');
  });

  it('starts the app’s script after the first paint, with no preloads ahead of it', () => {
    expect(template).toContain(
      '<script type="module">requestAnimationFrame(()=>setTimeout(()=>import("/assets/index-abc.js")))</script>',
    );
    expect(template).not.toContain('modulepreload');
    expect(template).not.toContain('src="/assets/index-abc.js"');
    expect(template).toContain('<script>(function(){/* theme */})();</script>');
  });
});

describe('fillShell', () => {
  it('puts the page into the root, marked with its path, with its own title and description, escaped', () => {
    const html = fillShell(SHELL, '/faq', {
      html: '<main><h1>FAQ</h1></main>',
      title: 'Questions & answers | RideBook',
      description: 'Answers to "everything".',
    });
    expect(html).toContain('<div id="root" data-prerendered="/faq"><main><h1>FAQ</h1></main></div>');
    expect(html).toContain('<title>Questions &amp; answers | RideBook</title>');
    expect(html).toContain('<meta name="description" content="Answers to &quot;everything&quot;." />');
    expect(html).not.toContain('The default description.');
  });

  it('refuses a shell it cannot fill', () => {
    const page = { html: '', title: 't', description: 'd' };
    expect(() => fillShell('<html><body></body></html>', '/', page)).toThrow('empty <div id="root">');
  });
});

describe('prerenderedFile', () => {
  it('writes the home page as index.html and every other page as <path>/index.html', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/faq')).toBe('faq/index.html');
  });
});
