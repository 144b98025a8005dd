import MagicString from 'magic-string';
import type {Plugin} from 'vite';

/** What the chat's file URL is written over, in the loader's chunk. */
const CHAT_URL_MARKER = '__wac_chat_url__';

/**
 * Writes the URL of the chat's file into the loader (src/browser/element/chat-url.ts), for the
 * launcher's preload at idle. The file's name carries a hash of its content, known once the chunks
 * are rendered: the marker is replaced then, with the name's placeholder, which the bundler
 * replaces with the final hash as it does in the loader's own `import()` of the file.
 */
export const chatFileUrl = (): Plugin => ({
  name: 'wac:chat-file-url',
  load: {
    filter: {id: /\/src\/browser\/element\/chat-url\.ts$/},
    handler: () => `export const chatUrl = '${CHAT_URL_MARKER}';`,
  },
  renderChunk: {
    // After the minifier: it has folded the loader's test of the URL and dropped the import that
    // stands in for the preload where there is none (the package's modules).
    order: 'post',
    handler(code, _chunk, _options, {chunks}) {
      if (!code.includes(CHAT_URL_MARKER)) return null;
      const chat = Object.values(chunks).find(({facadeModuleId}) =>
        facadeModuleId?.endsWith('/src/browser/element/chat-view.ts'),
      );
      if (chat === undefined) throw new Error('wac:chat-file-url: no chunk for the chat');
      const url = `new URL(${JSON.stringify(`./${chat.fileName}`)},import.meta.url).href`;
      const text = new MagicString(code);
      const markers = [...code.matchAll(new RegExp(`(["'\`])${CHAT_URL_MARKER}\\1`, 'g'))];
      // A marker left in, unquoted as the minifier never writes it, would be a broken URL.
      if (markers.length === 0) throw new Error('wac:chat-file-url: the marker is not a string');
      for (const match of markers) {
        text.overwrite(match.index, match.index + match[0].length, url);
      }
      return {code: text.toString(), map: text.generateMap({hires: true})};
    },
  },
});
