dtrace: invalid probe specifier BEGIN { printf("%d\n", __LINE__ + 0); exit(0); }: in action list: failed to resolve __LINE__: Unknown variable name
status 1
