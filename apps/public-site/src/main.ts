// Standalone dev entry: the async boundary lets the shared singletons load before React is used.
void import('./bootstrap.js');
