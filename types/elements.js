// The runtime side of `sztx-widgets/elements` (and /react, /vue, /svelte): nothing. Those
// imports are typings; a widget is registered by importing its script, sztx-widgets/embed/<name>.js.
export {};
