// A partner's Angular app (standalone component, strict templates, zoneless), written from
// docs/embedding.md: the needs board bundled from the npm package, an attribute bound with
// [attr.api-base], a property with [pageSize] and a typed event with (sztx-open-need).
import {
  Component,
  CUSTOM_ELEMENTS_SCHEMA,
  provideZonelessChangeDetection,
  signal,
} from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import 'sztx-widgets/embed/needs-board.js'; // registers <sztx-needs-board>
import type {} from 'sztx-widgets/elements'; // HTMLElementEventMap['sztx-open-need']

@Component({
  selector: 'app-needs',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Partner app (Angular)</h1>
      <sztx-needs-board
        lang="zh-Hant"
        [attr.api-base]="api"
        [pageSize]="3"
        (sztx-open-need)="open($event)"
      ></sztx-needs-board>
      <output id="opened">{{ opened() }}</output>
    </main>
  `,
})
class NeedsComponent {
  /** The association's API (the tests pass theirs as ?api=…). */
  readonly api = new URLSearchParams(location.search).get('api') ?? 'https://api.example/api/v2/';
  readonly opened = signal('');

  // strict templates type a custom element's $event as Event
  open(event: Event) {
    const { detail } = event as HTMLElementEventMap['sztx-open-need'];
    this.opened.set(`${detail.id}: ${detail.title}`);
  }
}

bootstrapApplication(NeedsComponent, { providers: [provideZonelessChangeDetection()] }).catch(
  (error: unknown) => console.error(error),
);
