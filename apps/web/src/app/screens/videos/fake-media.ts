// What jsdom lacks for the shorts player's tests: playing and pausing media (recorded on each
// element), element scrolling, and an IntersectionObserver the test drives by hand.
import { vi, type Mock, type MockInstance } from 'vitest';

export interface FakeObserver {
  root: Element | null;
  targets: Set<Element>;
  callback: IntersectionObserverCallback;
}

export interface FakeMedia {
  play: MockInstance<HTMLMediaElement['play']>;
  pause: MockInstance<HTMLMediaElement['pause']>;
  scrollTo: Mock<(options?: ScrollToOptions) => void>;
  /** Tells the observers inside `root` that `ratios[i]` of the i-th of `elements` shows. */
  show(root: Element, elements: Element[], ratios: number[]): void;
}

/** Installs the fakes; the returned `show` reports how much of each element is on screen. */
export function installFakeMedia(): FakeMedia {
  const observers = new Set<FakeObserver>();
  class FakeIntersectionObserver {
    private readonly state: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.state = { root: (options.root as Element | null) ?? null, targets: new Set(), callback };
      observers.add(this.state);
    }
    observe(target: Element) {
      this.state.targets.add(target);
    }
    unobserve(target: Element) {
      this.state.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.state);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
  });
  const scrollTo = vi.fn<(options?: ScrollToOptions) => void>();
  Element.prototype.scrollTo = scrollTo as unknown as typeof Element.prototype.scrollTo;

  function show(root: Element, elements: Element[], ratios: number[]) {
    for (const observer of observers) {
      if (observer.root !== root) continue;
      const entries = elements
        .filter((element) => observer.targets.has(element))
        .map((element) => {
          const ratio = ratios[elements.indexOf(element)] ?? 0;
          return { target: element, intersectionRatio: ratio, isIntersecting: ratio > 0 };
        }) as unknown as IntersectionObserverEntry[];
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
  return { play, pause, scrollTo, show };
}

/** Makes the page's tab hidden or visible, as the browser reports it. */
export function setPageHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    value: hidden ? 'hidden' : 'visible',
    configurable: true,
  });
  document.dispatchEvent(new Event('visibilitychange'));
}
