hello 5

  k                                                                 3
