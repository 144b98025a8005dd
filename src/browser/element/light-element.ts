import type {
  PropertyDeclaration,
  PropertyDeclarations,
  ReactiveController,
  ReactiveControllerHost,
} from 'lit';

/**
 * The part of Lit's `ReactiveElement` the chat's host element uses, without Lit, which the loader
 * must not carry (issue 33): properties declared in `static properties` and their attributes
 * (`String`, `Boolean` and `Number` converters, `reflect`), an update batched in a microtask once
 * connected, `updateComplete`, and reactive controllers with Lit's hooks in Lit's order. The view the
 * loader later imports renders through this cycle, with `lit-html`'s `render()`.
 * @internal
 */
export abstract class LightElement extends HTMLElement implements ReactiveControllerHost {
  /** The reactive properties and their attributes, as Lit reads them. */
  static properties: PropertyDeclarations = {};
  /**
   * Attribute name to property name: each class its own, set by its first `finalize()` (declared
   * only, so that no class holds an empty one that would pass for its own).
   */
  declare private static attributeProperties: Map<string, string>;

  static get observedAttributes(): string[] {
    return [...this.finalize().keys()];
  }

  /** Creates an accessor per declared property on the prototype, once per class, as Lit does. */
  private static finalize(): Map<string, string> {
    if (Object.hasOwn(this, 'attributeProperties')) return this.attributeProperties;
    const map = new Map<string, string>();
    for (const [name, options] of Object.entries(this.properties)) {
      const attribute = attributeName(name, options);
      map.set(attribute, name);
      Object.defineProperty(this.prototype, name, {
        get(this: LightElement) {
          return this.values.get(name);
        },
        set(this: LightElement, value: unknown) {
          const old = this.values.get(name);
          this.values.set(name, value);
          if (Object.is(old, value)) return;
          if (options.reflect && this.fromAttribute !== name) this.reflecting.set(name, attribute);
          this.requestUpdate();
        },
        configurable: true,
        enumerable: true,
      });
    }
    this.attributeProperties = map;
    return map;
  }

  /** The shadow root, created on first connection. */
  renderRoot: ShadowRoot | undefined;
  /** Whether the first update ran. */
  hasUpdated = false;
  private readonly values = new Map<string, unknown>();
  /** The properties to reflect at the next update, each with its attribute. */
  private readonly reflecting = new Map<string, string>();
  private readonly controllers = new Set<ReactiveController>();
  /** The property an attribute is being written to, so that it is not reflected back. */
  private fromAttribute: string | undefined;
  private updatePending = false;
  private updatePromise: Promise<boolean>;
  private enableUpdating!: () => void;
  /**
   * Properties a page set on the element before it was upgraded (a framework, before the script
   * came): own properties that would hide the accessors, applied once connected, as Lit does.
   */
  private instanceValues: Map<string, unknown> | undefined;

  constructor() {
    super();
    for (const name of (this.constructor as typeof LightElement).finalize().values()) {
      if (!Object.hasOwn(this, name)) continue;
      (this.instanceValues ??= new Map()).set(name, Reflect.get(this, name));
      Reflect.deleteProperty(this, name);
    }
    // As Lit does: the first update waits for the first connection.
    this.updatePromise = new Promise((resolve) => {
      this.enableUpdating = () => {
        resolve(true);
      };
    });
    this.requestUpdate();
  }

  /** Resolves once no update is pending, to whether none was requested meanwhile. */
  get updateComplete(): Promise<boolean> {
    return this.getUpdateComplete();
  }

  protected getUpdateComplete(): Promise<boolean> {
    return this.updatePromise;
  }

  addController(controller: ReactiveController): void {
    this.controllers.add(controller);
    if (this.renderRoot && this.isConnected) controller.hostConnected?.();
  }

  removeController(controller: ReactiveController): void {
    this.controllers.delete(controller);
  }

  connectedCallback(): void {
    this.renderRoot ??= this.attachShadow({mode: 'open'});
    for (const [name, value] of this.instanceValues ?? []) Reflect.set(this, name, value);
    this.instanceValues = undefined;
    // The first update waits for a task of its own (Lit's waits for a microtask): the element is
    // usually defined as its script evaluates, and on a phone-speed CPU the two together made one
    // task longer than 50 ms, which blocks the host page's input. A task later is still before the
    // page's first paint, mostly, and never visibly later.
    setTimeout(this.enableUpdating);
    for (const controller of this.controllers) controller.hostConnected?.();
  }

  disconnectedCallback(): void {
    for (const controller of this.controllers) controller.hostDisconnected?.();
  }

  attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
    const ctor = this.constructor as typeof LightElement;
    const name = ctor.finalize().get(attribute);
    if (name === undefined || this.reflectingAttribute === attribute) return;
    const type = ctor.properties[name]?.type;
    this.fromAttribute = name;
    Reflect.set(
      this,
      name,
      type === Boolean ? value !== null : type === Number && value !== null ? Number(value) : value,
    );
    this.fromAttribute = undefined;
  }

  private reflectingAttribute: string | undefined;

  requestUpdate(): void {
    if (this.updatePending) return;
    this.updatePending = true;
    this.updatePromise = this.enqueueUpdate();
  }

  private async enqueueUpdate(): Promise<boolean> {
    try {
      // The previous update (or the first connection) comes first.
      await this.updatePromise;
    } catch (error) {
      // An update that threw must not stop the next ones; the page still hears of it.
      reportError(error);
    }
    this.performUpdate();
    return !this.updatePending;
  }

  private performUpdate(): void {
    if (!this.updatePending) return;
    for (const controller of this.controllers) controller.hostUpdate?.();
    this.updatePending = false;
    for (const [name, attribute] of this.reflecting) {
      // Reflected properties are strings (the theme, the layout, the language).
      const value = this.values.get(name) as string | null | undefined;
      this.reflectingAttribute = attribute;
      if (value === undefined || value === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, value);
      this.reflectingAttribute = undefined;
    }
    this.reflecting.clear();
    this.update();
    for (const controller of this.controllers) controller.hostUpdated?.();
    this.hasUpdated = true;
    this.updated();
  }

  /** Renders the element's current state into {@link renderRoot}. */
  protected abstract update(): void;

  /** Called after each update, once the controllers' `hostUpdated` ran. */
  protected updated(): void {}
}

const attributeName = (name: string, options: PropertyDeclaration): string =>
  typeof options.attribute === 'string' ? options.attribute : name.toLowerCase();
