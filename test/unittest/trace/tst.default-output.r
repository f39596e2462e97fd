CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN          42                   7

