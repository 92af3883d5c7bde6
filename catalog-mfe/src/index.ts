// Async boundary: the share scope is negotiated before any shared singleton is imported.
import('./bootstrap');
