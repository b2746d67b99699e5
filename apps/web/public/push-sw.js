// The news push worker's old address. Phones that accepted notifications before the one
// service worker registered this script at scope `/`; their browser still checks it for updates.
// It now loads the one worker, so they get the same worker and keep their push subscription
// (docs/decisions.md "One service worker: installable, readable offline").
importScripts('/sw.js');
