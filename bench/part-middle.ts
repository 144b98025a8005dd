/**
 * In the page: the middle of the chat's `part`, in viewport pixels, once it shows (checked at each
 * frame): where a visitor's pointer lands on the launcher's button or the question field.
 */
export const partMiddle = (part: string): Promise<{x: number; y: number}> =>
  new Promise((resolve) => {
    const check = () => {
      const box = document
        .querySelector('wealth-agent-chat')
        ?.shadowRoot?.querySelector(`[part~="${part}"]`)
        ?.getBoundingClientRect();
      if (box?.width) resolve({x: box.x + box.width / 2, y: box.y + box.height / 2});
      else requestAnimationFrame(check);
    };
    check();
  });
