/**
 * A browser tab the bench drives through the Chrome DevTools Protocol, outside Playwright's page
 * model: Playwright keeps every page it manages visible (its focus emulation holds them so), while a
 * tab opened here is hidden for real when another tab comes to the front, as in a user's browser:
 * `document.hidden`, no animation frames, throttled timers, then `visibilitychange` when it is
 * shown again (issue 17).
 */
import type {Browser, CDPSession} from 'playwright';

export interface Tab {
  /** Evaluates `fn(arg)` in the page and returns its (awaited) JSON value. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Types one printable key into whatever has focus, as a user's key press. */
  press(key: string): Promise<void>;
  /**
   * The page's main-thread task time so far, in ms (Chromium's `TaskDuration` metric): every task,
   * however long the run, where a trace's buffer fills in a minute or two.
   */
  taskTime(): Promise<number>;
  /** Loads `url` in this tab and resolves once it has loaded. */
  goto(url: string): Promise<void>;
  /** Turns the mouse wheel over the point (`x`, `y`) by `deltaY` pixels, as a reader scrolls. */
  wheel(x: number, y: number, deltaY: number): Promise<void>;
  /** Brings another tab to the front: this one becomes hidden. */
  hide(): Promise<void>;
  /** Brings this tab back to the front. */
  show(): Promise<void>;
  close(): Promise<void>;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: {message: string};
}

interface Evaluated {
  result?: {value?: unknown};
  exceptionDetails?: {exception?: {description?: string}};
}

/** A tab's commands that need only a way to send it protocol messages. */
export type PageCommands = Pick<Tab, 'evaluate' | 'taskTime' | 'press' | 'wheel'>;

/**
 * The commands of {@link PageCommands} over `send`, whichever connection carries it: a session of
 * Playwright's, or the lean browser's own pipe (bench/lean-browser.ts).
 */
export const pageCommands = (
  send: <T>(method: string, params?: object) => Promise<T>,
): PageCommands => ({
  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    const {result, exceptionDetails} = await send<Evaluated>('Runtime.evaluate', {
      expression: `(${fn.toString()})(${JSON.stringify(arg ?? null)})`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) {
      throw new Error(exceptionDetails.exception?.description ?? 'evaluation failed');
    }
    return result?.value as R;
  },
  async taskTime() {
    const {metrics} = await send<{metrics: {name: string; value: number}[]}>(
      'Performance.getMetrics',
    );
    const metric = metrics.find((item) => item.name === 'TaskDuration');
    return (metric?.value ?? NaN) * 1000;
  },
  async press(key) {
    await send('Input.dispatchKeyEvent', {type: 'keyDown', key, text: key});
    await send('Input.dispatchKeyEvent', {type: 'keyUp', key});
  },
  async wheel(x, y, deltaY) {
    await send('Input.dispatchMouseEvent', {type: 'mouseWheel', x, y, deltaX: 0, deltaY});
  },
});

/** Opens `url` in a new tab of the browser's default context and resolves once it has loaded. */
export const openTab = async (browser: Browser, url: string): Promise<Tab> => {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  // The size the element bench always used: a laptop's viewport.
  const {targetId} = await cdp.send('Target.createTarget', {
    url: 'about:blank',
    width: 1000,
    height: 800,
  });
  // Not flattened: Playwright's session cannot address a child session, so its messages travel
  // inside Target.sendMessageToTarget and come back as events.
  const {sessionId} = await cdp.send('Target.attachToTarget', {targetId, flatten: false});
  let nextId = 0;
  const pending = new Map<number, (reply: Reply) => void>();
  const loaded: (() => void)[] = [];
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as Reply & {method?: string};
    if (message.method === 'Page.loadEventFired') for (const resolve of loaded.splice(0)) resolve();
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  /** Sends one command to the tab; resolves with its result, as the protocol documents it. */
  const send = <T = unknown>(method: string, params: object = {}): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, (reply) => {
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result as T);
      });
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({id, method, params}),
      });
    });

  await send('Page.enable');
  await send('Performance.enable');
  // tsx names the functions it compiles with a helper the page does not have.
  await send('Page.addScriptToEvaluateOnNewDocument', {source: 'window.__name = (f) => f;'});
  const goto = async (url: string) => {
    const load = new Promise<void>((resolve) => loaded.push(resolve));
    await send('Page.navigate', {url});
    await load;
  };
  await goto(url);

  let cover: string | undefined;
  return {
    ...pageCommands(send),
    goto,
    async hide() {
      cover = (await cdp.send('Target.createTarget', {url: 'about:blank'})).targetId;
    },
    async show() {
      await cdp.send('Target.activateTarget', {targetId});
      if (cover) await cdp.send('Target.closeTarget', {targetId: cover});
      cover = undefined;
    },
    async close() {
      await cdp.send('Target.closeTarget', {targetId});
      await cdp.detach();
    },
  };
};
