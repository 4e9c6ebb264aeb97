// A form shown and hidden by a button, as the pool picker and the action forms are: opening marks the
// button expanded and focuses the form's first field; closing (Cancel, Escape, or a submit) hides the
// form, marks the button collapsed and gives it the focus back, so a keyboard user is never lost.
export interface Disclosure {
  open(): void;
  close(): void;
}

export function disclosure(form: HTMLFormElement, opener: (() => HTMLElement | undefined) | undefined, firstField: string): Disclosure {
  const close = () => {
    form.hidden = true;
    const button = opener?.();
    button?.setAttribute("aria-expanded", "false");
    button?.focus();
  };
  const open = () => {
    form.hidden = false;
    opener?.()?.setAttribute("aria-expanded", "true");
    form.querySelector<HTMLElement>(firstField)?.focus();
  };
  form.addEventListener("keydown", (e) => { if (e.key === "Escape") close(); });
  return { open, close };
}
