/**
 * Browser-side test harness. It finds the element's shadow DOM only through `[part~=...]`, so every
 * test also exercises the public styling contract.
 */
import {fixture} from '@open-wc/testing';
import {nothing, render} from 'lit';
import type {ReactiveControllerHost, TemplateResult} from 'lit';
import {encodeSseEvent} from '../../src/protocol/sse.js';
import {patience} from './engine-harness.js';
import type {WealthAgentChat} from '../../src/browser/element/wealth-agent-chat.js';
import type {Script, ScriptLog} from './scripted-server.js';

/**
 * The element's attributes a test sets besides `proxy-url`, as a page writes them: a string sets
 * one (`layout: 'launcher'`, `style: 'height: 400px'`), `true` a boolean one
 * (`'extended-thinking': true`), `undefined` leaves it out (`language: undefined`, to see what the
 * element makes of the page's language).
 */
export type ChatAttributes = Readonly<
  Partial<Record<ElementAttribute | 'lang' | 'dir' | 'id' | 'style', string | true | undefined>>
>;

/** The element's own attributes (its `static properties`), so that a misspelt one fails to compile. */
type ElementAttribute =
  | 'proxy-url'
  | 'residence'
  | 'language'
  | 'effort'
  | 'extended-thinking'
  | 'session-id'
  | 'history-turns'
  | 'allow-images'
  | 'theme'
  | 'layout'
  | 'persist'
  | 'storage-key';

/**
 * A `<wealth-agent-chat>` on `proxyUrl` (none: `undefined`), in English unless `attributes` says
 * otherwise, attached to the page and rendered: the usual test subject. `content` is its light DOM
 * (slotted nodes).
 */
export const chat = (
  proxyUrl: string | undefined,
  attributes: ChatAttributes = {},
  content: TemplateResult | typeof nothing = nothing,
): Promise<WealthAgentChat> => {
  const el = document.createElement('wealth-agent-chat');
  const all: ChatAttributes = {'proxy-url': proxyUrl, language: 'en', ...attributes};
  const entries = Object.entries(all) as [string, string | true | undefined][];
  for (const [name, value] of entries) {
    if (value !== undefined) el.setAttribute(name, value === true ? '' : value);
  }
  render(content, el);
  return fixture<WealthAgentChat>(el);
};

export const part = (el: WealthAgentChat, name: string): HTMLElement | null =>
  el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;

export const parts = (el: WealthAgentChat, name: string): HTMLElement[] => [
  ...(el.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${name}"]`) ?? []),
];

const required = <T>(value: T | null, what: string): T => {
  if (value === null) throw new Error(`expected the ${what} to be on screen`);
  return value;
};

export const input = (el: WealthAgentChat): HTMLTextAreaElement =>
  required(part(el, 'input'), 'input') as HTMLTextAreaElement;

/**
 * The launcher layout's chat, loaded as a user's pointer reaching its button loads it: until then
 * only the button is on screen (the inline layout's `updateComplete` already waits for the chat).
 */
export const loaded = async <T extends WealthAgentChat>(el: T): Promise<T> => {
  part(el, 'launcher')?.dispatchEvent(new PointerEvent('pointerenter'));
  await el.updateComplete;
  return el;
};

/** Types a question and clicks the send button, as a user would. */
export const send = async (el: WealthAgentChat, text: string): Promise<void> => {
  const field = input(el);
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event('input', {bubbles: true}));
  required(part(el, 'send-button'), 'send button').click();
  await el.updateComplete;
};

/** Clicks the stop button. */
export const stop = async (el: WealthAgentChat): Promise<void> => {
  required(part(el, 'stop-button'), 'stop button').click();
  await el.updateComplete;
};

/** Resolves with the next event of that name the element fires. */
export const nextEvent = <K extends keyof HTMLElementEventMap>(
  el: WealthAgentChat,
  name: K,
  timeout = 8000,
): Promise<HTMLElementEventMap[K]> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no ${name} event within ${patience(timeout)} ms`));
    }, patience(timeout));
    el.addEventListener(
      name,
      (event) => {
        clearTimeout(timer);
        resolve(event);
      },
      {once: true},
    );
  });

/** Resolves once the answer in flight ended, whichever way: done, error or clarification. */
export const waitForSettled = async (el: WealthAgentChat, timeout = 8000): Promise<void> => {
  const start = Date.now();
  while (part(el, 'stop-button') !== null) {
    if (Date.now() - start > patience(timeout)) throw new Error('the answer was still streaming');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await el.updateComplete;
};

/** Waits for `wac-done` and returns its detail. */
export const waitForDone = async (el: WealthAgentChat) => (await nextEvent(el, 'wac-done')).detail;

/** Asks one question and waits until its answer is done and rendered. */
export const answered = async (
  el: WealthAgentChat,
  question = 'Is there a wealth tax?',
): Promise<void> => {
  const done = waitForDone(el);
  await send(el, question);
  await done;
  await el.updateComplete;
};

const lastOf = <T>(items: T[]): T | undefined => items[items.length - 1];

/** The text of the last answer's markdown, without its sources or status lines. */
export const lastAnswerText = (el: WealthAgentChat): string => {
  const message = lastOf(parts(el, 'assistant-message'));
  return message?.querySelector('.answer')?.textContent.trim() ?? '';
};

export const lastAnswer = (el: WealthAgentChat): HTMLElement =>
  required(lastOf(parts(el, 'assistant-message')) ?? null, 'last answer');

/** Polls until `check` holds, for states the element reaches asynchronously. */
export const until = async (check: () => boolean, what: string, timeout = 5000): Promise<void> => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > patience(timeout)) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * A host that only takes its controllers, for a test that drives a controller's hooks itself: an
 * element, so that what the controller lays out or measures is in the page once appended.
 */
export const inertHost = (): ReactiveControllerHost & HTMLElement =>
  Object.assign(document.createElement('div'), {
    addController: () => undefined,
    removeController: () => undefined,
    requestUpdate: () => undefined,
    updateComplete: Promise.resolve(true),
  });

/**
 * The render the element makes in a task after a frame (PacingController.schedule), called after
 * that frame: once this resolves, the screen shows what the frame's turn rendered. The render's
 * task was asked for in the frame; a timer asked for after it comes later, on a loaded machine too.
 */
export const renderAfterFrame = async (el: WealthAgentChat): Promise<void> => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await el.updateComplete;
};

/** A frame, and the render after it. */
const frameAndRender = async (el: WealthAgentChat): Promise<void> => {
  await new Promise(requestAnimationFrame);
  await renderAfterFrame(el);
};

/**
 * Waits frame by frame until `check` holds, for what the element renders a slice per frame (a
 * restored conversation, an answer once its page is shown). It gives up only when `frames` frames
 * in a row changed nothing on screen: a loaded machine gives fewer frames, never a wrong state.
 */
export const untilRendered = async (
  el: WealthAgentChat,
  check: () => boolean,
  what: string,
  frames = 60,
): Promise<void> => {
  let last = '';
  for (let still = 0; !check();) {
    if (still >= frames) throw new Error(`nothing rendered in ${String(frames)} frames: ${what}`);
    await frameAndRender(el);
    const now = el.shadowRoot?.innerHTML ?? '';
    still = now === last ? still + 1 : 0;
    last = now;
  }
};

/**
 * Hides the page for the length of `during`, as another tab in front would: `document.hidden` and
 * `visibilitychange`, which is what the element reads. A page that is really hidden also gets no
 * animation frames; this one still does, so what is asserted is what the element chose to do.
 */
export const whileHidden = async <T>(during: () => Promise<T>): Promise<T> => {
  const setHidden = (hidden: boolean) => {
    Object.defineProperty(document, 'hidden', {value: hidden, configurable: true});
    document.dispatchEvent(new Event('visibilitychange'));
  };
  setHidden(true);
  try {
    return await during();
  } finally {
    setHidden(false);
    delete (document as {hidden?: boolean}).hidden;
  }
};

/**
 * Runs `during` with `requestAnimationFrame` replaced, as on a page that gets frames otherwise: none
 * (a hidden page, an off-screen cross-origin iframe), or when a test says.
 */
export const withFrames = async <T>(
  replacement: typeof window.requestAnimationFrame,
  during: () => T | Promise<T>,
): Promise<T> => {
  const original = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = replacement;
  try {
    return await during();
  } finally {
    window.requestAnimationFrame = original;
  }
};

/**
 * Waits until a restored conversation is wholly on screen: the element shows it over several
 * frames, none in the task that restores it, its latest turn first. Settled once three frames in a
 * row change nothing.
 */
export const restored = async (el: WealthAgentChat): Promise<WealthAgentChat> => {
  let last = '';
  for (let still = 0; still < 3;) {
    await frameAndRender(el);
    const now = el.shadowRoot?.innerHTML ?? '';
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return el;
};

/** One SSE event in the agent's framing. */
export const sse = encodeSseEvent;

/** Registers a script on the scripted server; returns the `proxy-url` that plays it, and its log. */
export const scripted = async (
  script: Script,
): Promise<{
  url: string;
  log: () => Promise<ScriptLog>;
  /** Lets the response go on past its `hold` step. */
  release: () => Promise<void>;
  waitFor: (check: (log: ScriptLog) => boolean, what: string) => Promise<ScriptLog>;
}> => {
  const response = await fetch('/scripted/register', {
    method: 'POST',
    body: JSON.stringify(script),
  });
  const {id} = (await response.json()) as {id: string};
  const log = async () => (await (await fetch(`/scripted/log/${id}`)).json()) as ScriptLog;
  return {
    url: `/scripted/run/${id}`,
    log,
    release: async () => {
      await fetch(`/scripted/release/${id}`, {method: 'POST'});
    },
    waitFor: async (check, what) => {
      const start = Date.now();
      for (;;) {
        const current = await log();
        if (check(current)) return current;
        if (Date.now() - start > 5000) throw new Error(`the server never saw ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
};

/** A complete, well-formed answer: deltas, markers, done. */
export const answerScript = (chunks: string[], markers: unknown[] = []): Script => ({
  steps: [
    ...chunks.map((content) => ({text: sse('delta', {delta: {content}})})),
    {text: sse('metadata', {data: {markers}})},
    {text: sse('done', {final_message: {role: 'assistant', content: chunks.join('')}})},
  ],
});

/**
 * Records what the page writes to the clipboard, through the page's own Clipboard API: headless
 * Chromium has no clipboard permission to read it back.
 */
export const recordClipboard = () => {
  const written: {text?: string; html?: string} = {};
  const clipboard = navigator.clipboard;
  Object.defineProperty(clipboard, 'write', {
    configurable: true,
    value: async (items: ClipboardItem[]) => {
      const [item] = items;
      if (!item) return;
      const read = async (type: string) => (await item.getType(type)).text();
      // Both at once: a test that waits for the text must find the HTML beside it.
      const [text, html] = await Promise.all([read('text/plain'), read('text/html')]);
      written.text = text;
      written.html = html;
    },
  });
  Object.defineProperty(clipboard, 'writeText', {
    configurable: true,
    value: (text: string) => {
      written.text = text;
      return Promise.resolve();
    },
  });
  return {
    written,
    restore: () => {
      Reflect.deleteProperty(clipboard, 'write');
      Reflect.deleteProperty(clipboard, 'writeText');
    },
  };
};
