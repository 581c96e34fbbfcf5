import { mount } from 'svelte';
import '../../partner.css'; // the partner's theme (tests/consumers/partner.css, every app's)
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
