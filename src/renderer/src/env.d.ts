/// <reference types="vite/client" />

// Lets plain TypeScript tools (ESLint's type-aware rules) see .vue imports; vue-tsc reads the
// real components instead.
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
