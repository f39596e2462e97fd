stapsdt: new written by copyoutstr
pid: copyinal PLAt
