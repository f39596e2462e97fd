SIGINT at 10 moments: 0 left probes behind
SIGTERM at 10 moments: 0 left probes behind
SIGHUP at 10 moments: 0 left probes behind
