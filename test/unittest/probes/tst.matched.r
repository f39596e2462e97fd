dtrace: script 'm.d' matched 2 probes
dtrace: description 'BEGIN ' matched 1 probe
dtrace: description 'END' matched 1 probe
