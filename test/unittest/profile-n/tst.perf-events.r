perf events: 1 + ncpus
links: 1 + ncpus
