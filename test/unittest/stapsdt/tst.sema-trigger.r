ready
before: tick 0 tock 0
traced: tick raised tock 0
after TERM: tick 0 tock 0
traced: tick raised tock 0
after KILL: tick 0 tock 0
