// The not-found page tells the console which path was missing (docs/product.md#not-found-and-errors).
console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
