import {VERSION} from '../version.js';
import {warn} from './warn.js';
import {WealthAgentChat} from './wealth-agent-chat.js';

/** The element's tag name. */
export const TAG_NAME = 'wealth-agent-chat';

/**
 * Registers `<wealth-agent-chat>` unless the page already has it: a second copy of the script (a
 * CMS widget and a bundle, say) then does nothing instead of throwing, and warns once when the
 * two copies are different versions.
 */
export const defineWealthAgentChat = (): void => {
  const existing = customElements.get(TAG_NAME);
  if (existing === undefined) {
    customElements.define(TAG_NAME, WealthAgentChat);
    return;
  }
  const version: unknown = (existing as {version?: unknown}).version;
  if (existing !== WealthAgentChat && version !== VERSION) {
    warn(
      'version-mismatch',
      `<${TAG_NAME}> ${String(version)} is already registered; this copy (${VERSION}) is ignored.`,
    );
  }
};

defineWealthAgentChat();
