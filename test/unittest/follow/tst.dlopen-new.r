dtrace exit 0
     12 sdtdl own 20
     12 sdtlk own 16
