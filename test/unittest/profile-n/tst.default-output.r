dtrace: description 'tick-10ms ' matched 1 probe
CPU     ID                    FUNCTION:NAME
  X     17                       :tick-10ms           7

