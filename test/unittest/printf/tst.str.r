abc|       abc|abc       |abc|
      hi|hi      |

