import { createApp } from 'vue';
import '../../partner.css'; // the partner's theme (tests/consumers/partner.css, every app's)
import App from './App.vue';

createApp(App).mount('#app');
