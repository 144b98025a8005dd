import {defined} from '../../../protocol/json.js';
import {WacFeedbackEvent} from '../../events/wac-feedback.js';
import {answerText} from '../transcript.js';
import type {UiStrings} from '../../i18n/index.js';
import type {ConversationController} from './conversation-controller.js';
import type {Turn} from '../turn.js';
import type {ReactiveControllerHost} from 'lit';

/** What the message and conversation actions need from their element. */
export interface ActionsHost extends ReactiveControllerHost, HTMLElement {
  readonly persist: string;
  readonly renderRoot: ParentNode | undefined;
  reset(): void;
}

/**
 * The HTML of the rendered answer and its sources, for a rich-text paste with working links: the
 * DOM Lit built from the model's tokens is serialized, so no HTML is ever parsed from the answer.
 */
const richText = (message: Element | null): string =>
  [...(message?.querySelectorAll('.answer, [part~="sources"]') ?? [])]
    .map((element) => {
      const clone = element.cloneNode(true) as Element;
      // Screen-reader-only words ("opens in a new tab") would show in a mail.
      for (const hidden of clone.querySelectorAll('.visually-hidden')) hidden.remove();
      return new XMLSerializer().serializeToString(clone);
    })
    .join('')
    .replace(/<!--[^]*?-->/g, '');

/**
 * What people do with an answer once it is there: copy it, rate it (with a comment for a thumbs
 * down), and, for the whole conversation, start over (confirmed when it would be lost) or print it.
 * A copy is announced through the element's polite live region.
 */
export class ActionsController {
  /** The turn whose copy button says "Copied": the last one copied. */
  copied: number | undefined;
  /** The turn whose thumbs-down comment form is open. */
  commenting: number | undefined;
  /** Whether the "start a new conversation?" question is shown. */
  confirming = false;

  /**
   * @param strings - the interface strings in the current language
   * @param announce - says a text through the element's polite status region
   */
  constructor(
    private readonly host: ActionsHost,
    private readonly conversation: ConversationController,
    private readonly strings: () => UiStrings,
    private readonly announce: (text: string) => void,
  ) {}

  /** Copies an answer with its sources: rich text where the browser allows, plain text always. */
  async copy(turn: Turn, event: Event): Promise<void> {
    const plain = answerText(turn, this.strings(), false);
    const clipboard = navigator.clipboard;
    const blob = (text: string, type: string) => new Blob([text], {type});
    const message = (event.target as Element).closest('[part~="assistant-message"]');
    try {
      // Browsers without ClipboardItem, or refusing text/html in it, still take the text.
      await (
        typeof ClipboardItem === 'function'
          ? clipboard.write([
              new ClipboardItem({
                'text/plain': blob(plain, 'text/plain'),
                'text/html': blob(richText(message), 'text/html'),
              }),
            ])
          : Promise.reject(new Error())
      ).catch(() => clipboard.writeText(plain));
    } catch {
      // No clipboard (an insecure page, a denied permission): nothing to announce.
      return;
    }
    // Said once on screen (the button) and once to screen readers (the live region).
    this.copied = turn.id;
    this.announce(this.strings().copied);
    this.host.requestUpdate();
  }

  /** Records a rating: fires `wac-feedback` and keeps the rating on the turn, shown pressed. */
  rate(turn: Turn, rating: 'up' | 'down', comment = ''): void {
    turn.rating = rating;
    if (this.commenting === turn.id) this.comment(turn, false);
    else this.host.requestUpdate();
    comment = comment.trim();
    this.host.dispatchEvent(
      new WacFeedbackEvent(
        defined({
          index: this.conversation.turns.indexOf(turn),
          session_id: this.conversation.sessionId,
          rating,
          comment: comment || undefined,
          question: turn.question,
          answer: turn.answer,
        }),
      ),
    );
  }

  /** Opens or closes a turn's thumbs-down comment form; focus goes into it, then back. */
  comment(turn: Turn, open: boolean): void {
    this.commenting = open ? turn.id : undefined;
    this.focus(open ? '.comment input' : `#down-${turn.id}`);
  }

  /** Starts over; asks first when the conversation would be lost for good. */
  newConversation(confirmed = false): void {
    const lost = this.conversation.turns.length > 0 && !/^(local|session)$/.test(this.host.persist);
    if (lost && !confirmed) {
      this.confirming = true;
      this.focus('.confirm .secondary');
      return;
    }
    this.confirming = false;
    this.host.reset();
    this.focus('[part~="input"]');
  }

  /** Leaves the confirmation without starting over. */
  cancel(): void {
    this.confirming = false;
    this.focus('.toolbar button');
  }

  private focus(selector: string): void {
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      this.host.renderRoot?.querySelector<HTMLElement>(selector)?.focus();
    });
  }
}
