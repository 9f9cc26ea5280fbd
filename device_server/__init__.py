"""Device server: registers with a tracker, compiles and times the candidates it is sent."""
