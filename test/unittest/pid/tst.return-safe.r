pid-calls: as untraced
bash-signal: as untraced
