-> depth(5)
  -> depth(4)
    -> depth(3)
      -> depth(2)
        -> depth(1)
          -> depth(0)
          <- depth = 0 (arg0 ret1)
        <- depth = 1 (arg0 ret2)
      <- depth = 2 (arg0 ret2)
    <- depth = 3 (arg0 ret2)
  <- depth = 4 (arg0 ret2)
<- depth = 5 (arg0 ret2)

dtrace exit 0
