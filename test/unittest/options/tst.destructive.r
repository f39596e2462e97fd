dtrace: description 'BEGIN ' matched 1 probe
dtrace: allowing destructive actions
dtrace: description 'BEGIN ' matched 1 probe
dtrace: allowing destructive actions
dtrace: script 'de.d' matched 1 probe
dtrace: allowing destructive actions

status 0
