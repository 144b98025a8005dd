/**
 * The code a bank's developer leaves the meeting with: the script tag and element markup for the
 * settings on screen, and the ten-line Node proxy from the README.
 */

/** The element settings the snippet spells out. */
export interface EmbedSettings {
  residence: string;
  language: string;
  effort: string;
  extendedThinking: boolean;
  theme: string;
  layout: string;
}

/** The script tag and the element, with only the attributes that differ from the defaults. */
export const embedSnippet = (settings: EmbedSettings): string => {
  const attributes = [
    'proxy-url="/api/chat"',
    `residence="${settings.residence}"`,
    `language="${settings.language}"`,
    ...(settings.effort === 'auto' ? [] : [`effort="${settings.effort}"`]),
    ...(settings.extendedThinking ? ['extended-thinking'] : []),
    ...(settings.theme === 'auto' ? [] : [`theme="${settings.theme}"`]),
    ...(settings.layout === 'inline' ? [] : [`layout="${settings.layout}"`]),
  ];
  return [
    '<script type="module" src="https://your-cdn.example/wealth-agent-chat.js"></script>',
    '',
    '<wealth-agent-chat',
    ...attributes.map((attribute) => `  ${attribute}`),
    '></wealth-agent-chat>',
    '',
  ].join('\n');
};

/** The proxy, in ten lines of Node: the same as the README's. */
export const PROXY_SNIPPET = `import {createServer} from 'node:http';
import {createAgentProxy, toNodeHandler} from 'wealth-agent-chat/proxy';

// Reads WEALTH_AGENT_BASE_URL and WEALTH_AGENT_API_KEY from the environment.
const proxy = toNodeHandler(createAgentProxy());

createServer((req, res) => {
  if (req.url === '/api/chat') proxy(req, res);
  else res.writeHead(404).end();
}).listen(3000);
`;
