// depthwise conv: n 2, c 3, 7x6 -> 7x6, 3x3 taps, stride 1, pad 1, epilogue bias + residual + relu
extern "C" __global__ void __launch_bounds__(32) kernel(const float* __restrict__ data, const float* __restrict__ weight, const float* __restrict__ bias, const float* __restrict__ residual, float* __restrict__ out) {
  // block tile 8x8 outputs of 2 channel(s), 32 threads of 2x2 outputs (blocked columns), taps unrolled
  __shared__ float tile_s[200];
  __shared__ float filter_s[18];
  const int tid = threadIdx.x;
  const int tx = tid % 4;
  const int ty = tid / 4 % 4;
  const int tc = tid / 16;
  const int oy0 = blockIdx.x * 8;
  const int ox0 = 0;
  const int c0 = blockIdx.y * 2;
  const int img = blockIdx.z;
  // the input tile and its halo, row by row (coalesced); zeros outside the image
  for (int e = tid; e < 200; e += 32) {
    const int ch = c0 + e / 100;
    const int iy = oy0 + e / 10 % 10 - 1;
    const int ix = ox0 + e % 10 - 1;
    tile_s[e] = (ch < 3 && iy >= 0 && iy < 7 && ix >= 0 && ix < 6) ? data[((img * 3 + ch) * 7 + iy) * 6 + ix] : 0.0f;
  }
  for (int e = tid; e < 18; e += 32) filter_s[e] = c0 * 9 + e < 27 ? weight[c0 * 9 + e] : 0.0f;
  __syncthreads();
  const float* in_t = &tile_s[tc * 100 + ty * 2 * 10 + tx * 2];
  const float* w_t = &filter_s[tc * 9];
  float acc[2][2];
  #pragma unroll
  for (int i = 0; i < 2; ++i)
  #pragma unroll
    for (int j = 0; j < 2; ++j) acc[i][j] = 0.0f;
  #pragma unroll
  for (int q = 0; q < 4; ++q) {
    float v[4];
    #pragma unroll
    for (int p = 0; p < 4; ++p) v[p] = in_t[q * 10 + p];
    #pragma unroll
    for (int i = 0; i < 2; ++i) {
      const int ky = q - i;
      if (ky >= 0 && ky < 3) {
        #pragma unroll
        for (int kx = 0; kx < 3; ++kx) {
          const float wv = w_t[ky * 3 + kx];
          #pragma unroll
          for (int j = 0; j < 2; ++j) acc[i][j] = fmaf(v[j + kx], wv, acc[i][j]);
        }
      }
    }
  }
  const int gc = c0 + tc;
  #pragma unroll
  for (int i = 0; i < 2; ++i) {
    const int oy = oy0 + ty * 2 + i;
    #pragma unroll
    for (int j = 0; j < 2; ++j) {
      const int ox = ox0 + tx * 2 + j;
      if (gc < 3 && oy < 7 && ox < 6) {
        const int o = ((img * 3 + gc) * 7 + oy) * 6 + ox;
        out[o] = fmaxf(acc[i][j] + bias[gc] + residual[o], 0.0f);
      }
    }
  }
}
