// out: batch 1, M 4, N 25, K 18
extern "C" __global__ void __launch_bounds__(32) kernel(const float* __restrict__ data, const float* __restrict__ weight, float* __restrict__ out) {
  // block tile 4x8x8, thread tile 1x1, 32 threads (row-major), strided layout, double-buffered shared memory
  __shared__ __align__(16) float As[2][8][4];
  __shared__ __align__(16) float Bs[2][8][8];
  const int tid = threadIdx.x;
  const int tx = tid % 8;
  const int ty = tid / 8;
  const int m0 = blockIdx.y * 4;
  const int n0 = blockIdx.x * 8;
  float acc[1][1];
  #pragma unroll
  for (int tm = 0; tm < 1; ++tm)
  #pragma unroll
    for (int tn = 0; tn < 1; ++tn) acc[tm][tn] = 0.0f;
  float ra[1];
  float rb[2];
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 32;
    const int e_row = m0 + e / 8;
    const int e_k = e % 8;
    ra[ld] = (e_k < 18) ? weight[e_row * 18 + e_k] : 0.0f;
  }
  #pragma unroll
  for (int ld = 0; ld < 2; ++ld) {
    const int e = tid + ld * 32;
    const int e_row = n0 + e % 8;
    const int e_k = e / 8;
    rb[ld] = (e_row < 25 && e_k < 18) ? (((((((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1) >= 0) && (((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1) < 5)) && ((((e_row % 5) + (e_k % 3)) - 1) >= 0)) && ((((e_row % 5) + (e_k % 3)) - 1) < 5)) ? data[(((e_row / 25) * 2 + (e_k / 9)) * 5 + ((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1)) * 5 + (((e_row % 5) + (e_k % 3)) - 1)] : 0.0f) : 0.0f;
  }
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 32;
    const int s_row = e / 8;
    const int s_k = e % 8;
    As[0][s_k][s_row] = ra[ld];
  }
  #pragma unroll
  for (int ld = 0; ld < 2; ++ld) {
    const int e = tid + ld * 32;
    const int s_row = e % 8;
    const int s_k = e / 8;
    Bs[0][s_k][s_row] = rb[ld];
  }
  __syncthreads();
  for (int kt = 0; kt < 3; ++kt) {
    const int buf = kt & 1;
    if (kt + 1 < 3) {
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 32;
        const int e_row = m0 + e / 8;
        const int e_k = (kt + 1) * 8 + e % 8;
        ra[ld] = (e_k < 18) ? weight[e_row * 18 + e_k] : 0.0f;
      }
      #pragma unroll
      for (int ld = 0; ld < 2; ++ld) {
        const int e = tid + ld * 32;
        const int e_row = n0 + e % 8;
        const int e_k = (kt + 1) * 8 + e / 8;
        rb[ld] = (e_row < 25 && e_k < 18) ? (((((((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1) >= 0) && (((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1) < 5)) && ((((e_row % 5) + (e_k % 3)) - 1) >= 0)) && ((((e_row % 5) + (e_k % 3)) - 1) < 5)) ? data[(((e_row / 25) * 2 + (e_k / 9)) * 5 + ((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1)) * 5 + (((e_row % 5) + (e_k % 3)) - 1)] : 0.0f) : 0.0f;
      }
    }
    #pragma unroll 8
    for (int kk = 0; kk < 8; ++kk) {
      float a[1];
      float b[1];
      #pragma unroll
      for (int tm = 0; tm < 1; ++tm) a[tm] = As[buf][kk][tm * 4 + ty];
      #pragma unroll
      for (int tn = 0; tn < 1; ++tn) b[tn] = Bs[buf][kk][tn * 8 + tx];
      #pragma unroll
      for (int tm = 0; tm < 1; ++tm)
      #pragma unroll
        for (int tn = 0; tn < 1; ++tn) acc[tm][tn] = fmaf(a[tm], b[tn], acc[tm][tn]);
    }
    if (kt + 1 < 3) {
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 32;
        const int s_row = e / 8;
        const int s_k = e % 8;
        As[buf ^ 1][s_k][s_row] = ra[ld];
      }
      #pragma unroll
      for (int ld = 0; ld < 2; ++ld) {
        const int e = tid + ld * 32;
        const int s_row = e % 8;
        const int s_k = e / 8;
        Bs[buf ^ 1][s_k][s_row] = rb[ld];
      }
    }
    __syncthreads();
  }
  #pragma unroll
  for (int tm = 0; tm < 1; ++tm) {
    #pragma unroll
    for (int tn = 0; tn < 1; ++tn) {
      const int gm = m0 + tm * 4 + ty;
      const int gn = n0 + tn * 8 + tx;
      if (gn < 25) {
        out[(((gn / 25) * 4 + gm) * 5 + ((gn / 5) % 5)) * 5 + (gn % 5)] = acc[tm][tn];
      }
    }
  }
}
