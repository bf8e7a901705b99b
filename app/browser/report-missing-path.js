// Spec 8: the not-found page tells the console which path was missing.
console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
