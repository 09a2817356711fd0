/**
 * The app itself: Vue with its stores, words and routes, mounted on the page. Loaded by the
 * page's entry (main.ts) once it has asked the shell for the open site.
 */
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { i18n } from './i18n';
import { router } from './router';
import './styles.css';

createApp(App).use(createPinia()).use(i18n).use(router).mount('#app');
