SIGINT at 30 moments: 0 left probes behind
SIGTERM at 30 moments: 0 left probes behind
SIGHUP at 30 moments: 0 left probes behind
