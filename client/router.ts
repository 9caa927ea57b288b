// What the browser's start needs of the router, as one module to require in a task of its own.
export { createBrowserRouter } from 'react-router';
export { RouterProvider } from 'react-router/dom';
