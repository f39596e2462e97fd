grabbed

child state Z
