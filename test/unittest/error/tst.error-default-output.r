dtrace: description '...' matched 4 probes
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): divide-by-zero in action #2
CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN           1
  X      3                           :ERROR                    4
  X      1                           :BEGIN 

