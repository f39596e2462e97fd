
                2
  end                                                               5
