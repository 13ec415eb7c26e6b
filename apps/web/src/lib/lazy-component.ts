import { createElement, lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy(): any props
type AnyComponent = ComponentType<any>;

/**
 * A component loaded on first use (a dialog's form: it, and zod which validates it, stay out of the screen's load),
 * and `preload`, to ask for it ahead, when the button that opens it is pointed at or focused. The component is its
 * own Suspense boundary: `fallback` shows while its code loads (nothing by default, as for a dialog). Unit tests read
 * the content right after the click, so there the module is asked for at once.
 */
export function lazyComponent<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode = null,
): { Component: ComponentType<ComponentProps<M[K]>>; preload: () => void } {
  const preload = () => void load();
  if (import.meta.env.MODE === 'test') preload();
  const Lazy = lazy(async () => ({ default: (await load())[name] })) as unknown as ComponentType<ComponentProps<M[K]>>;
  const Component = (props: ComponentProps<M[K]>) => createElement(Suspense, { fallback }, createElement(Lazy, props));
  return { Component, preload };
}

type LazyViews<T extends Record<string, () => Promise<AnyComponent>>> = {
  [K in keyof T]: { Component: ComponentType<ComponentProps<Awaited<ReturnType<T[K]>>>>; preload: () => void };
};

/**
 * A screen's tabs, each loaded on first use: a tab's route fetches that tab's code only, so a tab that is a list comes
 * without the other tabs' forms (and zod, which validates them). The page calls `preload` for the tab it opens as it
 * renders, so that tab's code loads beside the screen's data rather than after it; `fallback` shows meanwhile.
 */
export function lazyViews<T extends Record<string, () => Promise<AnyComponent>>>(loaders: T, fallback: ReactNode): LazyViews<T> {
  const views = Object.entries(loaders).map(([key, load]) => [key, lazyComponent(async () => ({ view: await load() }), 'view', fallback)]);
  return Object.fromEntries(views) as LazyViews<T>;
}
